class role::directory_server {
  notify { "role::directory_server on ${trusted['certname']}, \$0 '${0}' \$1 '${1}'": }
}
