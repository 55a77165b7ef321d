class { 'apache': default_mods => false, mpm_module => false, default_vhost => false }
class { 'apache::mod::itk': startservers => 8, minspareservers => 5, maxspareservers => 20, serverlimit => 256, maxclients => 256, maxrequestsperchild => 4000, enablecapabilities => false }
apache::vhost { 'itk.example.com': port => 80, docroot => '/var/www/itk', itk => { user => 'someuser', group => 'somegroup', assignuseridexpr => '%{reqenv:user}', assigngroupidexpr => '%{reqenv:group}', maxclientvhost => 10, nice => 5, limituidrange => '1000 2000', limitgidrange => '1000 2000' } }
