# wikimedia's shell_exports() (3.x): shell variable declarations with values as PSON (String#to_pson etc.).
notice(shell_exports({ 'apache_run_user' => 'apache', 'apache_pid_file' => '/var/run/apache2/apache2.pid', 'n' => 3, 'list' => ['a', 'b'], 'q' => "say \"hi\"\n" }))
