# An ERB template saved with a UTF-8 byte order mark (Windows editors). Written for this case (QA-FORGE-9).
include bom
