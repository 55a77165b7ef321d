# Written for this case after hlindberg/tahu's docs: PuppetStack (where, stacktrace) from site.pp, a class, a define and a Puppet function.
notify { 'top where': message => tahu::where() }
notify { 'top stack': message => tahu::stacktrace() }
include tahu::probe
