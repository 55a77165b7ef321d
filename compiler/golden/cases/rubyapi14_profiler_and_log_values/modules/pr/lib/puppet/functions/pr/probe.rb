Puppet::Functions.create_function(:'pr::probe') do
  dispatch :probe do
  end

  def try
    yield.inspect
  rescue StandardError => e
    "#{e.class}: #{e.message}"
  end

  def probe
    calls = []
    fixed = Class.new(Puppet::Util::Profiler::Logging) do
      define_method(:do_start) { |d, m| calls << [:start, d, m]; "ctx-#{d}" }
      define_method(:do_finish) { |c, d, m| calls << [:finish, c]; { msg: "fixed for #{c}" } }
    end
    lines = []
    prof = fixed.new(lambda { |msg| lines << msg }, 'probe-id')
    out = []
    out << try { Puppet::Util::Profiler.current.size }
    out << try { Puppet::Util::Profiler.add_profiler(prof).equal?(prof) }
    out << try { Puppet::Util::Profiler.current.size }
    out << try {
      Puppet::Util::Profiler.profile('outer', [:a]) do
        Puppet::Util::Profiler.profile('inner', [:a, :b]) { 'v' } + Puppet::Util::Profiler.profile('inner2', [:c]) { 'w' }
      end
    }
    out << try { Puppet::Util::Profiler.profile('raising', [:r]) { raise ArgumentError, 'inside' } }
    out << try { lines }
    out << try { calls }
    out << try { Puppet::Util::Profiler.remove_profiler(prof).class }
    out << try { Puppet::Util::Profiler.current }
    out << try { Puppet::Util::Profiler.profile('after', [:x]) { nil } }
    out << try { lines.size }
    wc = Puppet::Util::Profiler::WallClock.new(lambda { |m| lines << m }, 'wc')
    out << try { wc.start('w', [:w]).class }
    out << try { Puppet::Util::Profiler::Logging::Sequence::SEPARATOR }
    seq = Puppet::Util::Profiler::Logging::Sequence.new
    seq.next; seq.down; seq.next; seq.next
    out << try { seq.to_s }
    out << try { Puppet.send_log(:notice, 'sent').class }
    out << try { Puppet.send_log(:info, 'sent info') }
    out << try { Puppet.debug('dbg') }
    out << try { Puppet.debug { 'dbg block' } }
    out << try { Puppet.notice('n').message }
    out << try { Puppet.warning('w').level }
    out << try { Puppet.err('e').source }
    out << try { Puppet.crit('c').to_s }
    out << try { Puppet.warn_once('deprecations', 'pr-key', 'once only', 'f.pp', 3).message }
    out << try { Puppet.warn_once('deprecations', 'pr-key', 'once only', 'f.pp', 3) }
    out << try { Puppet.warn_once('deprecations', 'pr-info', 'at info', :default, :default, :info) }
    out << try { Puppet.deprecation_warning('dep msg', 'pr-dep').level }
    out
  end
end
