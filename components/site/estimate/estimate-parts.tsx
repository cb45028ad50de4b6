import type { MouseEvent } from "react";
import { roomField, type EstimateDraft, type RoomDraft } from "@/lib/estimate/draft";
import { conditionLabels, roomList, roomNames, roomPresets, roomTypeLabels, wallTypeLabels } from "@/lib/estimate/rooms";
import { conditions, estimateLimits, roomTypes, wallTypes, type Condition } from "@/lib/estimate/choices";
import type { EstimatorSettings } from "@/lib/estimate/settings";
import { Choices, describe, FieldError, fieldId, inputClass, NumberField, Stepper, Toggle } from "./estimate-fields";

/** What every part of the form is given: the form as it stands, how to change it, its errors. */
export interface PartProps {
  draft: EstimateDraft;
  update: (patch: Partial<EstimateDraft>) => void;
  errors: Record<string, string>;
  /** A button's intent ("preset:house-3", "add-room", "remove-room:2"), run in the browser. */
  act: (event: MouseEvent<HTMLButtonElement>) => void;
  /** JavaScript is running: the - and + buttons work. */
  hydrated: boolean;
}

const conditionOptions = conditions.map((value) => ({ value, label: conditionLabels[value].label, hint: conditionLabels[value].hint }));
const sectionClass = "space-y-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";
const actionButton =
  "min-h-12 rounded-md border border-brand-700 bg-white px-4 py-2 text-base font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:opacity-50";

function ConditionFields({ where, condition, darkToLight, onCondition, onDarkToLight, prefix }: {
  where: string;
  condition: Condition;
  darkToLight: boolean;
  onCondition: (value: Condition) => void;
  onDarkToLight: (value: boolean) => void;
  prefix: "interior" | "exterior";
}) {
  return (
    <>
      <Choices legend={`Condition ${where}`} name={`${prefix}Condition`} value={condition} options={conditionOptions} onChange={onCondition} />
      <Toggle name={`${prefix}DarkToLight`} checked={darkToLight} onChange={onDarkToLight}>
        Dark to light
        <span className="block text-sm font-normal text-slate-600">Going from a dark colour to a light one adds a coat.</span>
      </Toggle>
    </>
  );
}

/** Inside: a whole home in one tap, or rooms one by one. */
export function InteriorPart({ draft, update, errors, act, hydrated, settings, focusRoom }: PartProps & { settings: EstimatorSettings; focusRoom?: number }) {
  const names = roomNames(draft.rooms.map((room) => room.type));
  const setRoom = (index: number, patch: Partial<RoomDraft>) => update({ rooms: draft.rooms.map((room, at) => (at === index ? { ...room, ...patch } : room)) });
  return (
    <section aria-labelledby="estimate-inside" className={`${sectionClass} hidden group-has-[.kind-interior:checked]/estimate:block group-has-[.kind-both:checked]/estimate:block`}>
      <h2 id="estimate-inside" className="text-xl font-semibold">
        Inside
      </h2>
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">Start from a home</legend>
        <p className="text-sm text-slate-600">Medium rooms with their ceilings; change any room below.</p>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {roomPresets.map((preset) => (
            <button key={preset.id} type="submit" name="intent" value={`preset:${preset.id}`} onClick={act} className={`${actionButton} text-left`}>
              {preset.label}
              <span className="block text-sm font-normal text-slate-600">{roomList(preset.rooms)}</span>
            </button>
          ))}
        </div>
      </fieldset>

      {draft.rooms.length > 0 && (
        <ol className="space-y-4">
          {draft.rooms.map((room, index) => (
            <li key={index}>
              <RoomFields
                room={room}
                index={index}
                name={names[index]!}
                set={(patch) => setRoom(index, patch)}
                errors={errors}
                act={act}
                hydrated={hydrated}
                settings={settings}
                focus={focusRoom === index}
              />
            </li>
          ))}
        </ol>
      )}
      <div>
        <button type="submit" name="intent" value="add-room" onClick={act} disabled={draft.rooms.length >= estimateLimits.rooms} className={actionButton}>
          Add a room
        </button>
        <FieldError name="rooms" error={errors.rooms} />
      </div>
      <ConditionFields
        where="inside"
        prefix="interior"
        condition={draft.interiorCondition}
        darkToLight={draft.interiorDarkToLight}
        onCondition={(interiorCondition) => update({ interiorCondition })}
        onDarkToLight={(interiorDarkToLight) => update({ interiorDarkToLight })}
      />
    </section>
  );
}

function RoomFields({ room, index, name, set, errors, act, hydrated, settings, focus }: {
  room: RoomDraft;
  index: number;
  name: string;
  set: (patch: Partial<RoomDraft>) => void;
  errors: Record<string, string>;
  act: PartProps["act"];
  hydrated: boolean;
  settings: EstimatorSettings;
  /** The room just added without JavaScript: the page opens on it. */
  focus: boolean;
}) {
  const field = (key: keyof RoomDraft) => roomField(index, key);
  const typeName = field("type");
  // Measuring starts from the size chosen so far, so the range stays while the visitor measures.
  const chooseSize = (size: RoomDraft["size"]) => {
    if (size !== "measured" || room.size === "measured") return set({ size });
    const preset = settings.roomSizes[room.type][room.size];
    set({ size, length: String(preset.length), width: String(preset.width), height: String(preset.height) });
  };
  return (
    <fieldset id={fieldId(`rooms.${index}`)} className="group/room space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      {/* A floated legend lays out like any block, beside its button. */}
      <legend className="float-left pt-3 text-lg font-semibold text-slate-900">{name}</legend>
      <button type="submit" name="intent" value={`remove-room:${index}`} onClick={act} className={`${actionButton} float-right`} aria-label={`Remove ${name}`}>
        Remove
      </button>
      <div className="clear-both">
        <label htmlFor={fieldId(typeName)} className="block text-sm font-medium text-slate-800">
          Room type
        </label>
        <select
          id={fieldId(typeName)}
          name={typeName}
          value={room.type}
          autoFocus={focus || undefined}
          onChange={(event) => set({ type: event.currentTarget.value as RoomDraft["type"] })}
          className={inputClass}
          {...describe(typeName, errors[typeName])}
        >
          {roomTypes.map((type) => (
            <option key={type} value={type}>
              {roomTypeLabels[type]}
            </option>
          ))}
        </select>
        <FieldError name={typeName} error={errors[typeName]} />
      </div>
      <Choices
        legend="Size"
        name={field("size")}
        value={room.size}
        columns="grid-cols-2 sm:grid-cols-4"
        options={[
          { value: "small", label: "Small" },
          { value: "medium", label: "Medium" },
          { value: "large", label: "Large" },
          { value: "measured", label: "Measured" },
        ]}
        onChange={chooseSize}
        markerClass={(value) => (value === "measured" ? "measure-choice" : undefined)}
      />
      <div className="hidden grid-cols-3 gap-3 group-has-[.measure-choice:checked]/room:grid">
        {(["length", "width", "height"] as const).map((key) => (
          <NumberField
            key={key}
            label={`${key[0]!.toUpperCase()}${key.slice(1)} (m)`}
            name={field(key)}
            value={room[key]}
            onChange={(value) => set({ [key]: value })}
            error={errors[field(key)]}
            min={estimateLimits.metres.min}
            max={estimateLimits.metres.max}
            step="0.1"
          />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-3 md:items-end">
        <div className="sm:col-span-2 md:col-span-1">
          <Toggle name={field("ceiling")} checked={room.ceiling} onChange={(ceiling) => set({ ceiling })}>
            Paint the ceiling
          </Toggle>
        </div>
        <Stepper label="Doors" name={field("doors")} value={room.doors} onChange={(doors) => set({ doors })} error={errors[field("doors")]} max={estimateLimits.count.max} what={`doors, ${name}`} withButtons={hydrated} />
        <Stepper label="Windows" name={field("windows")} value={room.windows} onChange={(windows) => set({ windows })} error={errors[field("windows")]} max={estimateLimits.count.max} what={`windows, ${name}`} withButtons={hydrated} />
      </div>
    </fieldset>
  );
}

/** Outside: the house's walls by its size, and fences. */
export function ExteriorPart({ draft, update, errors }: PartProps) {
  const houseError = errors.house;
  return (
    <section aria-labelledby="estimate-outside" className={`${sectionClass} hidden group-has-[.kind-exterior:checked]/estimate:block group-has-[.kind-both:checked]/estimate:block`}>
      <h2 id="estimate-outside" className="text-xl font-semibold">
        Outside
      </h2>
      <div className="group/house space-y-6">
        <Toggle name="house" checked={draft.house} onChange={(house) => update({ house })} className="house-choice">
          Paint the house&apos;s walls
        </Toggle>
        <FieldError name="house" error={houseError} />
        <div className="hidden space-y-6 group-has-[.house-choice:checked]/house:block">
          <Choices
            legend="Storeys"
            name="storeys"
            value={draft.storeys}
            columns="grid-cols-3"
            options={[
              { value: "1", label: "1" },
              { value: "2", label: "2" },
              { value: "3", label: "3" },
            ]}
            onChange={(storeys) => update({ storeys })}
          />
          <FieldError name="storeys" error={errors.storeys} />
          <div className="group/size space-y-3">
            <Choices
              legend="House size"
              name="houseSizeBy"
              value={draft.houseSizeBy}
              columns="grid-cols-2"
              options={[
                { value: "bedrooms", label: "Bedrooms" },
                { value: "floorArea", label: "Floor area" },
              ]}
              onChange={(houseSizeBy) => update({ houseSizeBy })}
              markerClass={(value) => (value === "floorArea" ? "size-floor" : "size-bedrooms")}
            />
            <div className="hidden group-has-[.size-bedrooms:checked]/size:block">
              <label htmlFor={fieldId("bedrooms")} className="block text-sm font-medium text-slate-800">
                Bedrooms
              </label>
              <select id={fieldId("bedrooms")} name="bedrooms" value={draft.bedrooms} onChange={(event) => update({ bedrooms: event.currentTarget.value })} className={inputClass} {...describe("bedrooms", errors.bedrooms)}>
                {Array.from({ length: estimateLimits.bedrooms.max }, (_, index) => String(index + 1)).map((count) => (
                  <option key={count}>{count}</option>
                ))}
              </select>
              <FieldError name="bedrooms" error={errors.bedrooms} />
            </div>
            <div className="hidden group-has-[.size-floor:checked]/size:block">
              <NumberField
                label="Floor area (m², all storeys)"
                name="floorArea"
                value={draft.floorArea}
                onChange={(floorArea) => update({ floorArea })}
                error={errors.floorArea}
                min={estimateLimits.floorArea.min}
                max={estimateLimits.floorArea.max}
              />
            </div>
          </div>
          <Choices
            legend="Walls"
            name="wall"
            value={draft.wall}
            columns="grid-cols-2"
            options={wallTypes.map((value) => ({ value, label: wallTypeLabels[value] }))}
            onChange={(wall) => update({ wall })}
          />
          <div className="grid gap-2 sm:grid-cols-2">
            <Toggle name="eaves" checked={draft.eaves} onChange={(eaves) => update({ eaves })}>
              Eaves
            </Toggle>
            <Toggle name="gutters" checked={draft.gutters} onChange={(gutters) => update({ gutters })}>
              Gutters and fascias
            </Toggle>
          </div>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
        <NumberField
          label="Fences (metres)"
          hint="0 for none."
          name="fenceMetres"
          value={draft.fenceMetres}
          onChange={(fenceMetres) => update({ fenceMetres })}
          error={errors.fenceMetres}
          min={estimateLimits.fenceMetres.min}
          max={estimateLimits.fenceMetres.max}
        />
        <Toggle name="fenceBothSides" checked={draft.fenceBothSides} onChange={(fenceBothSides) => update({ fenceBothSides })}>
          Both sides of the fence
        </Toggle>
      </div>
      <ConditionFields
        where="outside"
        prefix="exterior"
        condition={draft.exteriorCondition}
        darkToLight={draft.exteriorDarkToLight}
        onCondition={(exteriorCondition) => update({ exteriorCondition })}
        onDarkToLight={(exteriorDarkToLight) => update({ exteriorDarkToLight })}
      />
    </section>
  );
}
