# An EPP template saved with a UTF-8 byte order mark: Puppet's EPP parser refuses it (ILLEGAL_BOM) as for manifests
# (err_forge9_bom_site_manifest, err_forge9_bom_class_manifest). Written for this case (QA-FORGE-9).
include bom
