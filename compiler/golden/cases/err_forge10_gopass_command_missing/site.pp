# camptocamp/puppet-gopass's gopass() on a server without the gopass command (written for this case).
notice(gopass('db/root'))
