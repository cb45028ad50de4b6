import ICAL from "ical.js";

/** Parse with a real iCalendar parser; times are placed with the file's own VTIMEZONE. */
export function parseIcs(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  const zones = root.getAllSubcomponents("vtimezone");
  const zone = new ICAL.Timezone(zones[0]!);
  const at = (component: ICAL.Component, name: string) => {
    const property = component.getFirstProperty(name)!;
    const time = property.getFirstValue() as ICAL.Time;
    const tzid = property.getParameter("tzid") as string | undefined;
    if (tzid === zone.tzid) time.zone = zone;
    return { tzid, local: time.toString(), utc: time.toJSDate().toISOString() };
  };
  const events = root.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      description: event.description,
      location: event.location,
      status: component.getFirstPropertyValue("status"),
      url: component.getFirstPropertyValue("url"),
      organizer: component.getFirstPropertyValue("organizer"),
      attendees: component.getAllProperties("attendee").map((p) => ({ value: p.getFirstValue(), cn: p.getParameter("cn"), partstat: p.getParameter("partstat") })),
      start: at(component, "dtstart"),
      end: at(component, "dtend"),
      stampIsUtc: (component.getFirstPropertyValue("dtstamp") as ICAL.Time).zone === ICAL.Timezone.utcTimezone,
    };
  });
  return { root, zones: zones.map((z) => z.getFirstPropertyValue("tzid")), method: root.getFirstPropertyValue("method"), events };
}
