# stdlib getparam with undef as the reference: a 3.x function gets undef as '', and the
# catalog's lookup of '' fails (it is no "Type[title]" reference).
notice(getparam('Notify[x]', 'message'))
notice(getparam(undef, 'owner'))
