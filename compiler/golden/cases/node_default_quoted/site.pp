# node 'default' (a quoted name, any case) is the default node, as `node default` is: Puppet keeps
# node definitions by name. It is used when no name or regex matches.
node 'other.example.com' { notify { 'other': } }
node 'x', "Default" { notify { 'quoted default': message => $name } }
