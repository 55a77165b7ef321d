# stdlib 8.5's ensure_* idioms as profiles use them to share packages and users: ensure_packages with
# arrays and hashes (same parameters twice is fine), ensure_resource/ensure_resources with defaults and
# title arrays, defined_with_params and getparam (values, undef, an undeclared resource), a Sensitive parameter.
include profile_a
include profile_b
