notice(archive::assemble_nexus_url('https://n.example.com', { 'v' => 1 }))
