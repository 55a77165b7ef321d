# Logger 1.5.0 (Puppet has it loaded): formatters, levels, progname, blocks
require 'logger'
require 'stringio'
io = StringIO.new
l = Logger.new(io)
l.formatter = proc { |sev, _t, prog, msg| "#{sev}|#{prog.inspect}|#{msg.inspect}\n" }
l.info('hi')
l.debug('dbg')
l.level = Logger::WARN
l.info('no')
l.warn { 'from block' }
l.error('prog') { 'msg' }
l.add(Logger::FATAL, 'm', 'p')
l.add(nil, 'unknown sev')
l.add(9, 'big sev')
l.unknown(42)
l.progname = 'app'
l.error('with progname')
l.log(Logger::ERROR) { [1, 2] }
l << "raw\n"
show(1) { io.string }
show(2) { [l.level, l.debug?, l.info?, l.warn?, l.error?, l.fatal?, l.sev_threshold] }
[:debug, 'INFO', 'Warn', :error, 'fatal', :unknown, 3].each { |v| l.level = v; show(v) { l.level } }
show(3) { begin; l.level = 'nope'; rescue => e; [e.class, e.message]; end }
l.info!; show(:info!) { l.level }
l.error!; show(:error!) { l.level }
show(4) { [Logger::DEBUG, Logger::INFO, Logger::WARN, Logger::ERROR, Logger::FATAL, Logger::UNKNOWN, Logger::Severity::WARN] }
show(5) { [Logger::VERSION, Logger::ProgName, Logger::SEV_LABEL, Logger::Formatter::Format, Logger::Formatter::DatetimeFormat] }
show(6) { [Logger::Error.superclass, Logger::ShiftingError.superclass] }

# the default formatter, time pinned
f = Logger::Formatter.new
t = Time.utc(2024, 1, 2, 3, 4, 5, 123456)
show(7) { f.call('INFO', t, 'prog', 'message').sub(/#\d+\]/, '#PID]') }
show(8) { f.call('WARN', t, nil, [1, :a]).sub(/#\d+\]/, '#PID]') }
show(9) { f.call('DEBUG', t, nil, nil).sub(/#\d+\]/, '#PID]') }
e = RuntimeError.new('boom')
show(10) { f.call('ERROR', t, 'x', e).sub(/#\d+\]/, '#PID]') }
f.datetime_format = '%H:%M'
show(11) { f.call('ANY', t, 'p', 'm').sub(/#\d+\]/, '#PID]') }
show(12) { f.datetime_format }

# the default formatter through a Logger, its time masked
io2 = StringIO.new
l2 = Logger.new(io2, progname: 'prg', level: :info, datetime_format: '%Y')
l2.debug('hidden')
l2.info('shown')
l2.warn
show(13) { io2.string.gsub(/#\d+\]/, '#PID]').gsub(/\d{4}/, 'YYYY') }
show(14) { [l2.progname, l2.level, l2.datetime_format, l2.formatter] }
l2.datetime_format = nil
show(15) { l2.datetime_format }

# a formatter object, not a proc
fmt = Object.new
def fmt.call(sev, _t, prog, msg) = "<#{sev}:#{prog}:#{msg}>"
io3 = StringIO.new
l3 = Logger.new(io3, formatter: fmt)
l3.info('a')
l3.info('p') { 'b' }
show(16) { io3.string }
show(17) { l3.add(Logger::INFO, 'ret') }
show(18) { Logger.new(nil).info('nowhere') }
show(19) { Logger.new(File::NULL).info('null') }
l3.close
show(20) { io3.closed? }
show(21) { l3.reopen.equal?(l3) }
