class role::web_server {
  notify { "role::web_server on ${trusted['certname']}, \$0 '${0}' \$1 '${1}'": }
}
