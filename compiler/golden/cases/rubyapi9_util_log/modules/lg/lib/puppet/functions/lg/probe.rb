# Puppet::Util::Log's class methods and a Log's readers, and its errors
Puppet::Functions.create_function(:'lg::probe') do
  dispatch :probe do
  end

  def try
    yield.inspect
  rescue StandardError => e
    "#{e.class}: #{e.message}"
  end

  def probe
    log = Puppet::Util::Log
    [
      try { log.levels },
      try { [log.validlevel?(:err), log.validlevel?('err'), log.validlevel?(:nope)] },
      try { log.level },
      try { log.create(level: :info, message: 'below') },
      try { l = log.create(level: :err, message: 'with source', source: 'src'); [l.class.name, l.level, l.message, l.source, l.to_s] },
      try { l = log.new(level: 'alert', message: :sym); [l.level, l.message, l.source] },
      try { log.create(message: 'x') },
      try { log.create(level: 'notice', message: 'x') },
      try { log.create(level: :nope, message: 'x') },
      try { log.new(level: :notice) },
      try { log.new(level: :bogus, message: 'x') },
      try { log.new(level: 3, message: 'x') },
    ]
  end
end
