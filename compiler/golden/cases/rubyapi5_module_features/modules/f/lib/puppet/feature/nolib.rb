Puppet.features.add(:nolib, :libs => ['no_such_library_here'])
