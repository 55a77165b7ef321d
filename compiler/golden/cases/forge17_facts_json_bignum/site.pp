# A fact holding an integer beyond 64 bits (a disk or array size): Puppet reads it with JSON.parse
# as a Ruby Integer and carries it.
notice($facts['disk_bytes_total'])
notice($facts['disk_bytes_total'] =~ Integer)
