# Written for this case: resource defaults of the calling class applied to resources functions declare.
class app {
  Package { ensure => 'latest', provider => 'apt' }
  File { owner => 'app', mode => '0640' }
  app::pkgs(['vim', 'curl'])
  app_files('/etc/app.conf')
  include app::other
}
