class profile::app {
  class { 'app': workers => Integer(lookup('app::workers')) * 2 }
  tag 'app-stack'
}
