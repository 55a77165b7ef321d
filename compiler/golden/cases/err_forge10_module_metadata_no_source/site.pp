# A module whose metadata.json has no "source" (QA-FORGE-8 noted it; written for this case).
include tool
