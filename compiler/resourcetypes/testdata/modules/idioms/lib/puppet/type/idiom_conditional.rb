Puppet::Type.newtype(:idiom_conditional) do
  newparam(:name, namevar: true)

  if Puppet::Util::Package.versioncmp(Puppet.version, '4.0') >= 0
    newparam(:modern) do
      desc 'only on Puppet 4 and later'
    end
  end

  unless Puppet.version.start_with?('3.')
    newproperty(:also_modern)
  end

  newparam(:kept) if true

  begin
    newparam(:in_begin)
  rescue StandardError
    nil
  end
end
__END__
newparam(:after_end)
