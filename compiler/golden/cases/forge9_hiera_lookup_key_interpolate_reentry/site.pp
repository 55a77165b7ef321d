# A lookup_key function (first level) calling context.interpolate("%{lookup('plain::value')}"): the nested
# lookup passes the same lookup_key level again (it answers not_found for that key) before common.yaml.
notice(lookup('x::thing'))
