import { MapPin } from "lucide-react";
import { featuredProject } from "@/lib/landing-content";
import { ProjectGallery } from "./project-gallery";
import { SectionHeading } from "./section-heading";

/** The featured Woy Woy project (anchor projects; the photo grid is #gallery). */
export function ProjectsSection() {
  return (
    <section id="projects" aria-labelledby="projects-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="projects-heading" eyebrow="Recent work" title="Featured Project" intro={featuredProject.title} />
        <p className="mt-3 flex items-center justify-center gap-1.5 text-slate-700">
          <MapPin aria-hidden="true" className="size-4 text-accent-600" />
          {featuredProject.location}
        </p>
        <ProjectGallery />
      </div>
    </section>
  );
}
