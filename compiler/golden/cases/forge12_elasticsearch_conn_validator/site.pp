# Written for this case after voxpupuli/puppet-elasticsearch's elasticsearch::instance (a validator before the
# REST types), with the relationship chain the module declares.
es_instance_conn_validator { 'es-01': server => 'es01.example.com', port => '9201', timeout => '120' }
es_instance_conn_validator { 'es-02': ensure => absent }
notify { 'after validation': require => Es_instance_conn_validator['es-01'] }
Es_instance_conn_validator <| title == 'es-01' |> -> Notify['after validation']
