class role::web {
  include profile::base
  contain profile::web::nginx
  contain profile::app
  Class['profile::web::nginx'] -> Class['profile::app']
}
