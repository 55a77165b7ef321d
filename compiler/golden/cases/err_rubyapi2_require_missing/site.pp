# A module function requiring a library neither Puppet nor Ruby has: Ruby's LoadError, unrescued, fails the call
# with the Puppet call site's location (the rescued one is the function's business).
notice(rq_probe(true))
notice(rq_probe(false))
