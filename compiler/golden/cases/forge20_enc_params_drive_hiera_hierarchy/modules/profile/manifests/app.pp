class profile::app (Integer $workers, String $heap) {
  notice("app workers=${workers} (ENC wins over Hiera) heap=${heap}")
  notice(lookup('profile::app::workers'))
}
