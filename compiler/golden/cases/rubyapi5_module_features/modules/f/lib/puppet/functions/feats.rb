Puppet::Functions.create_function(:feats) do
  def feats
    f = Puppet.features
    r = []
    r << "myfeat=#{f.myfeat?} withlib=#{f.withlib?} nolib=#{f.nolib?} unknown=#{f.nothing_like_this?}"
    r << "counted=#{f.counted?}/#{f.counted?} runs=#{$counted_runs} failing=#{f.failing?}"
    r << "same=#{f.equal?(Puppet.features)} respond=#{f.respond_to?(:myfeat?)} #{f.respond_to?(:other_thing?)}"
    f.add(:later) { 'yes' }
    r << "later=#{Puppet.features.later?} posix=#{f.posix?} windows=#{f.microsoft_windows?} augeas=#{f.augeas?}"
    r.join(' ')
  end
end
