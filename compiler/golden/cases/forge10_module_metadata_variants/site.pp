# Module metadata and directory-name variants control repositories carry: an unmet dependency, a directory with a dash, one with
# a capital. Written for this case (a metadata.json that is not JSON is left out: see SOURCE).
include good
notice(defined(Class["my_dash"]))
notice(defined(Class["upper"]))
