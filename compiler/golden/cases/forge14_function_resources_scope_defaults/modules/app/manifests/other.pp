# Written for this case.
class app::other {
  app::pkgs(['htop'])
  app_files('/etc/other.conf')
}
