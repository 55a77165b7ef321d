class profile::baseline::chocolatey {
  include chocolatey
}
