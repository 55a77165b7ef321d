include systemd
systemd::service_limits { 'httpd.service': limits => { 'LimitNOFILE' => 8192, 'LimitNPROC' => '1024', 'LimitCORE' => 'infinity', 'CPUAccounting' => true, 'MemoryLimit' => '1G', 'DeviceAllow' => '/dev/null rw', 'IOReadBandwidthMax' => [{ '/dev/sda' => '10M' }, { '/dev/sdb' => '5M' }], 'IODeviceWeight' => [{ '/dev/sda' => 100 }], 'TasksMax' => 50, 'LimitNICE' => 10 }, restart_service => false }
systemd::service_limits { 'nginx.service': limits => { 'LimitNOFILE' => 4096, 'LimitMEMLOCK' => '64K' }, restart_service => false }
