# mesos_hash_parser of a non-Hash: its message does String + Class (written for this case).
notice(mesos_hash_parser(['a']))
