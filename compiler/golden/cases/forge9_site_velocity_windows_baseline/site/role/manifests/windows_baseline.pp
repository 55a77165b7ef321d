# written for this case: profile::baseline's windows branch (its Linux branch needs modules not here)
class role::windows_baseline {
  include nodejs
  include profile::baseline::winpackages
  include profile::baseline::chocolatey
  include profile::baseline::winusers
  include profile::baseline::registry
}
