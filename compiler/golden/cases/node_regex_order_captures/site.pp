# The first matching regex in file order is chosen; its captures are $0..$n in the node.
node default { notify { 'default': } }
node /^(web)(\d+)\.(.+)$/ { notify { 'first regex': message => [$0, $1, $2, $3] } }
node /^web/ { notify { 'second regex': } }
