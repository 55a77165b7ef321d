# A Hiera 3 backend raising an error: the lookup fails with the backend's message.
notice(lookup('ok'))
notice(lookup('broken'))
