# Module data under environment data: lookup_options of the environment win for a key (hash,
# not the module's deep); a module's regex option applies; first found for plain keys.
include web
notice(lookup('web::packages'))
notice(lookup('web::vhosts', Hash, 'deep'))
notice(lookup('web::only_module', { merge => unique }))
