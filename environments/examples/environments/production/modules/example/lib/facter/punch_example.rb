# A custom fact delivered to agents by pluginsync.
Facter.add(:punch_example) do
  setcode { 'synced' }
end
