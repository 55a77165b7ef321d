class profile::foobar (String $param1 = 'one', Integer $param2 = 2) {
  class { 'foobar':
    *                => extlib::dump_params,
    additional_param => 'foobar',
  }
}
