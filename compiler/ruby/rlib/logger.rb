# Ruby 3.1's logger 1.5.0 for module Ruby, written for rlib: a Logger
# writes formatted lines to any object with #write and #close (a StringIO,
# $stdout, a File) or to a file it opens by name in append mode. Its
# severities, labels, level names, default format and the order of the
# formatter's arguments are logger 1.5.0's (checked against Ruby by
# testdata/scripts/logger.rb). Log rotation (shift_age/shift_size) is
# accepted and not done: Punch compiles do not rotate files.
class Logger
  VERSION = "1.5.0"
  ProgName = "logger.rb/v1.5.0"

  class Error < RuntimeError; end
  class ShiftingError < Error; end

  module Severity
    DEBUG = 0
    INFO = 1
    WARN = 2
    ERROR = 3
    FATAL = 4
    UNKNOWN = 5
  end
  include Severity

  class Formatter
    Format = "%s, [%s #%d] %5s -- %s: %s\n"
    DatetimeFormat = "%Y-%m-%dT%H:%M:%S.%6N"

    attr_accessor :datetime_format

    def initialize
      @datetime_format = nil
    end

    def call(severity, time, progname, msg)
      Format % [severity[0, 1], format_datetime(time), Process.pid, severity, progname, msg2str(msg)]
    end

    private

    def format_datetime(time)
      time.strftime(@datetime_format || DatetimeFormat)
    end

    def msg2str(msg)
      if msg.is_a?(::String)
        msg
      elsif msg.is_a?(::Exception)
        trace = msg.backtrace ? msg.backtrace.join("\n") : nil
        "#{msg.message} (#{msg.class})\n#{trace}"
      else
        msg.inspect
      end
    end
  end

  class LogDevice
    attr_reader :dev, :filename

    def initialize(log = nil, shift_age: nil, shift_size: nil, shift_period_suffix: nil, binmode: false)
      @dev = nil
      @filename = nil
      @binmode = binmode
      attach(log)
    end

    def write(message)
      begin
        @dev.write(message)
      rescue StandardError
        warn("log writing failed. #{$!}")
      end
    end

    def close
      @dev.close rescue nil
    end

    def reopen(log = nil)
      log ||= @filename
      if log
        if @filename && @dev
          @dev.close rescue nil
          @filename = nil
        end
        attach(log)
      end
      self
    end

    private

    def attach(log)
      if log.respond_to?(:write) && log.respond_to?(:close)
        @dev = log
        @filename = log.path if log.respond_to?(:path)
      else
        fresh = !File.exist?(log)
        @dev = File.open(log, 'a')
        @dev.sync = true if @dev.respond_to?(:sync=)
        @dev.write("# Logfile created on #{Time.now} by #{Logger::ProgName}\n") if fresh
        @filename = log
      end
    end
  end

  SEV_LABEL = %w[DEBUG INFO WARN ERROR FATAL ANY].freeze

  attr_reader :level
  attr_accessor :progname, :formatter

  def initialize(logdev, shift_age = 0, shift_size = 1048576, level: DEBUG, progname: nil, formatter: nil,
                 datetime_format: nil, binmode: false, shift_period_suffix: '%Y%m%d')
    self.level = level
    self.progname = progname
    @default_formatter = Formatter.new
    self.datetime_format = datetime_format
    self.formatter = formatter
    @logdev = nil
    if logdev && logdev != File::NULL
      @logdev = LogDevice.new(logdev, shift_age: shift_age, shift_size: shift_size,
                                      shift_period_suffix: shift_period_suffix, binmode: binmode)
    end
  end

  def level=(severity)
    if severity.is_a?(Integer)
      @level = severity
      return
    end
    @level = case severity.to_s.downcase
             when 'debug' then DEBUG
             when 'info' then INFO
             when 'warn' then WARN
             when 'error' then ERROR
             when 'fatal' then FATAL
             when 'unknown' then UNKNOWN
             else raise ArgumentError, "invalid log level: #{severity}"
             end
  end
  alias sev_threshold level
  alias_method :sev_threshold=, :level=

  def datetime_format=(format)
    @default_formatter.datetime_format = format
  end

  def datetime_format
    @default_formatter.datetime_format
  end

  def debug?; level <= DEBUG; end
  def info?; level <= INFO; end
  def warn?; level <= WARN; end
  def error?; level <= ERROR; end
  def fatal?; level <= FATAL; end
  def debug!; self.level = DEBUG; end
  def info!; self.level = INFO; end
  def warn!; self.level = WARN; end
  def error!; self.level = ERROR; end
  def fatal!; self.level = FATAL; end

  def reopen(logdev = nil)
    @logdev&.reopen(logdev)
    self
  end

  def add(severity, message = nil, progname = nil)
    severity ||= UNKNOWN
    return true if @logdev.nil? || severity < level
    progname = @progname if progname.nil?
    if message.nil?
      if block_given?
        message = yield
      else
        message = progname
        progname = @progname
      end
    end
    label = SEV_LABEL[severity] || 'ANY'
    @logdev.write((@formatter || @default_formatter).call(label, Time.now, progname, message))
    true
  end
  alias log add

  def <<(msg)
    @logdev&.write(msg)
  end

  def debug(progname = nil, &block); add(DEBUG, nil, progname, &block); end
  def info(progname = nil, &block); add(INFO, nil, progname, &block); end
  def warn(progname = nil, &block); add(WARN, nil, progname, &block); end
  def error(progname = nil, &block); add(ERROR, nil, progname, &block); end
  def fatal(progname = nil, &block); add(FATAL, nil, progname, &block); end
  def unknown(progname = nil, &block); add(UNKNOWN, nil, progname, &block); end

  def close
    @logdev&.close
  end
end
