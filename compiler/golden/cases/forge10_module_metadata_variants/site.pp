# Module metadata and directory-name variants control repositories carry: an unmet dependency, a metadata.json that
# is not JSON, a directory with a dash, one with a capital. Written for this case.
include good
include badjson
notice(defined(Class["my_dash"]))
notice(defined(Class["upper"]))
