notice("00_globals: ${module_name} order=1")
$site_owner = 'ops'
File { owner => $site_owner, mode => '0644' }
