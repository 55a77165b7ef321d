# Collector queries with != as account and package modules write them, on array-valued and unset
# attributes: which virtual resources each query realizes. Puppet surprises: != on an array attribute
# (groups, tags) is true when any element differs, so alice (wheel, dev) and dave (tagged staff) match.
@user { 'alice': groups => ['wheel', 'dev'], tag => ['staff'] }
@user { 'bob': groups => ['dev'] }
@user { 'carol': }
@user { 'dave': groups => [], tag => ['staff'] }
@package { 'vim': ensure => installed }
@package { 'nano': }
@package { 'emacs': ensure => absent, tag => ['editors'] }
@package { 'ed': ensure => 'absent' }
User <| groups != 'wheel' and title != 'dave' |> { comment => 'not wheel' }
Package <| ensure != 'absent' |> { provider => 'apt' }
Package <| tag != 'editors' and ensure == 'absent' |>
User <| tag != 'staff' or groups == 'dev' |> { shell => '/bin/sh' }
