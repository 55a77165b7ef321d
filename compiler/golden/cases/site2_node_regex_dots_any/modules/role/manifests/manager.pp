class role::manager {
  notify { "role::manager on ${trusted['certname']}, \$0 '${0}' \$1 '${1}'": }
}
