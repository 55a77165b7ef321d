# Puppet::Util::Profiler as module functions call it (puppetdb's query
# functions and others time their work with Profiler.profile). Written for
# Punch after what Puppet 7.23's puppet/util/profiler.rb and
# profiler/{around_profiler,logging,wall_clock,object_counts}.rb do. No
# profiler is added unless module code adds one (Puppet Server's profiling
# is off by default), so profile yields and returns the block's value.
module Puppet
  module Util
    module Profiler
      class AroundProfiler
        def initialize
          @profilers = []
        end

        def clear
          @profilers = []
        end

        def current
          @profilers
        end

        def add_profiler(profiler)
          @profilers << profiler
          profiler
        end

        def remove_profiler(profiler)
          @profilers.delete(profiler)
        end

        # each profiler's start, the block, then each one's finish with
        # the context its start gave (also when the block raises)
        def profile(message, metric_id)
          retval = nil
          contexts = {}
          @profilers.each do |profiler|
            contexts[profiler] = profiler.start(message, metric_id)
          end
          begin
            retval = yield
          ensure
            @profilers.each do |profiler|
              profiler.finish(contexts[profiler], message, metric_id)
            end
          end
          retval
        end
      end

      # a profiler that hands "PROFILE [id] seq description: explanation"
      # to its logger (a Proc or Method) when a profiled block ends
      class Logging
        def initialize(logger, identifier)
          @logger = logger
          @identifier = identifier
          @sequence = Sequence.new
        end

        def start(description, metric_id)
          @sequence.next
          @sequence.down
          do_start(description, metric_id)
        end

        def finish(context, description, metric_id)
          profile_explanation = do_finish(context, description, metric_id)[:msg]
          @sequence.up
          @logger.call("PROFILE [#{@identifier}] #{@sequence} #{description}: #{profile_explanation}")
        end

        def shutdown
        end

        # the nesting of profiled blocks, as 1.2.1
        class Sequence
          INITIAL = 0
          SEPARATOR = '.'

          def initialize
            @elements = [INITIAL]
          end

          def next
            @elements[-1] += 1
          end

          def down
            @elements << INITIAL
          end

          def up
            @elements.pop
          end

          def to_s
            @elements.join(SEPARATOR)
          end
        end
      end

      class WallClock < Logging
        def do_start(description, metric_id)
          Timer.new
        end

        def do_finish(context, description, metric_id)
          { :time => context.stop, :msg => "took #{context} seconds" }
        end

        class Timer
          FOUR_DECIMAL_DIGITS = '%0.4f'

          def initialize
            @start = Time.now
          end

          def stop
            @time = Time.now - @start
            @time
          end

          def to_s
            format(FOUR_DECIMAL_DIGITS, @time)
          end
        end
      end

      class ObjectCounts < Logging
        def start
          ObjectSpace.count_objects
        end

        def finish(before)
          after = ObjectSpace.count_objects
          diff = before.collect do |type, count|
            [type, after[type] - count]
          end
          diff.sort.collect { |pair| pair.join(': ') }.join(', ')
        end
      end

      @profiler = AroundProfiler.new

      def self.clear
        @profiler.clear
      end

      def self.current
        @profiler.current
      end

      def self.add_profiler(profiler)
        @profiler.add_profiler(profiler)
      end

      def self.remove_profiler(profiler)
        @profiler.remove_profiler(profiler)
      end

      def self.profile(message, metric_id, &block)
        @profiler.profile(message, metric_id, &block)
      end
    end
  end
end
