File { mode => '0644' }
File { owner => 'root' }
File { mode => '0600' }
