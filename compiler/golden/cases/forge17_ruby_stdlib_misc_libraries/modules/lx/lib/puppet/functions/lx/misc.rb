# frozen_string_literal: true

require 'singleton'
require 'observer'
require 'abbrev'
require 'timeout'
require 'open3'
require 'digest'

# Less common libraries found in module Ruby: Singleton registries, Observable, Abbrev for
# command prefixes, Timeout around work, Open3 running a command on the server.
Puppet::Functions.create_function(:'lx::misc') do
  dispatch :misc do
    param 'String', :what
  end

  class Registry
    include Singleton
    include Observable
    attr_reader :items

    def initialize
      @items = []
    end

    def add(x)
      @items << x
      changed
      notify_observers(:added, x)
    end
  end

  class Watcher
    attr_reader :seen

    def initialize
      @seen = []
    end

    def update(event, x)
      @seen << "#{event}:#{x}"
    end
  end

  def misc(what)
    case what
    when 'singleton'
      r = Registry.instance
      w = Watcher.new
      r.add_observer(w)
      r.add('a')
      r.add('b')
      r.delete_observer(w)
      r.add('c')
      [Registry.instance.equal?(r), r.items.size >= 3, w.seen, r.count_observers, (Registry.new rescue $!.class.to_s)]
    when 'abbrev' then Abbrev.abbrev(%w[start stop status]).sort.first(6)
    when 'timeout' then [Timeout.timeout(5) { 21 * 2 }]
    when 'sleep' then [(Timeout.timeout(0.05) { sleep 1 } rescue $!.class.to_s), sleep(0)]
    when 'open3'
      out, err, st = Open3.capture3('printf', '%s-%s', 'a', 'b')
      out2, st2 = Open3.capture2e('sh', '-c', 'echo out; echo err 1>&2; exit 3')
      [out, err, st.success?, st.exitstatus, out2.lines.sort, st2.exitstatus]
    end.to_s
  end
end
