define m::show($v = undef, $list = [], $h = undef) {
  notify { "show ${title}": message => template('m/show.erb') }
}
