# PrettyPrint and PP (Ruby 3.1's prettyprint 0.1.1 and pp 0.3.0, written for rlib): Oppen's
# pretty-printing algorithm. Text goes to the output as soon as no group
# before it may still break; a group's breakables all become newlines
# (followed by the indentation of where they were made) once the text
# since the line's start passes the width, the outermost group first, or
# all stay separators when the whole group fits.
class PrettyPrint
  def self.format(output = ''.dup, maxwidth = 79, newline = "\n", genspace = lambda { |n| ' ' * n })
    q = new(output, maxwidth, newline, &genspace)
    yield q
    q.flush
    output
  end

  def self.singleline_format(output = ''.dup, maxwidth = nil, newline = nil, genspace = nil)
    q = SingleLine.new(output)
    yield q
    output
  end

  attr_reader :output, :maxwidth, :newline, :genspace, :indent, :group_queue

  def initialize(output = ''.dup, maxwidth = 79, newline = "\n", &genspace)
    @output = output
    @maxwidth = maxwidth
    @newline = newline
    @genspace = genspace || lambda { |n| ' ' * n }
    @output_width = 0
    @buffer_width = 0
    @buffer = []
    root = Group.new(0)
    @group_stack = [root]
    @group_queue = GroupQueue.new(root)
    @indent = 0
  end

  def current_group
    @group_stack.last
  end

  # break_outmost_groups breaks groups, outermost first, while the
  # pending text does not fit, writing what each break settles.
  def break_outmost_groups
    while @maxwidth < @output_width + @buffer_width
      group = @group_queue.deq
      return unless group
      until group.breakables.empty?
        item = @buffer.shift
        @output_width = item.output(@output, @output_width)
        @buffer_width -= item.width
      end
      while !@buffer.empty? && @buffer.first.is_a?(Text)
        item = @buffer.shift
        @output_width = item.output(@output, @output_width)
        @buffer_width -= item.width
      end
    end
  end

  def text(obj, width = obj.length)
    if @buffer.empty?
      @output << obj
      @output_width += width
      return
    end
    last = @buffer.last
    unless last.is_a?(Text)
      last = Text.new
      @buffer << last
    end
    last.add(obj, width)
    @buffer_width += width
    break_outmost_groups
  end

  def fill_breakable(sep = ' ', width = sep.length)
    group { breakable sep, width }
  end

  def breakable(sep = ' ', width = sep.length)
    if current_group.break?
      flush
      @output << @newline
      @output << @genspace.call(@indent)
      @output_width = @indent
      @buffer_width = 0
    else
      @buffer << Breakable.new(sep, width, self)
      @buffer_width += width
      break_outmost_groups
    end
  end

  def group(indent = 0, open_obj = '', close_obj = '', open_width = open_obj.length, close_width = close_obj.length)
    text open_obj, open_width
    group_sub { nest(indent) { yield } }
    text close_obj, close_width
  end

  def group_sub
    g = Group.new(current_group.depth + 1)
    @group_stack.push g
    @group_queue.enq g
    begin
      yield
    ensure
      @group_stack.pop
      @group_queue.delete g if g.breakables.empty?
    end
  end

  def nest(indent)
    @indent += indent
    begin
      yield
    ensure
      @indent -= indent
    end
  end

  def flush
    @buffer.each { |item| @output_width = item.output(@output, @output_width) }
    @buffer.clear
    @buffer_width = 0
  end

  # Text is the run of text after a breakable still pending.
  class Text
    attr_reader :width

    def initialize
      @objs = []
      @width = 0
    end

    def output(out, output_width)
      @objs.each { |o| out << o }
      output_width + @width
    end

    def add(obj, width)
      @objs << obj
      @width += width
    end
  end

  # Breakable is a pending separator of its group: written as itself, or
  # as a newline and its indentation once its group breaks.
  class Breakable
    attr_reader :obj, :width, :indent

    def initialize(sep, width, q)
      @obj = sep
      @width = width
      @pp = q
      @indent = q.indent
      @group = q.current_group
      @group.breakables.push self
    end

    def output(out, output_width)
      @group.breakables.shift
      if @group.break?
        out << @pp.newline
        out << @pp.genspace.call(@indent)
        @indent
      else
        @pp.group_queue.delete @group if @group.breakables.empty?
        out << @obj
        output_width + @width
      end
    end
  end

  # Group is a group's state: its depth and its pending breakables.
  class Group
    attr_reader :depth, :breakables

    def initialize(depth)
      @depth = depth
      @breakables = []
      @break = false
    end

    def break
      @break = true
    end

    def break?
      @break
    end

    def first?
      if defined?(@first)
        false
      else
        @first = false
        true
      end
    end
  end

  # GroupQueue holds the open groups by depth; deq breaks the outermost
  # one with a breakable pending (the latest made at that depth), and
  # every group above it without one.
  class GroupQueue
    def initialize(*groups)
      @queue = []
      groups.each { |g| enq g }
    end

    def enq(group)
      @queue << [] while @queue.length <= group.depth
      @queue[group.depth] << group
    end

    def deq
      @queue.each do |gs|
        i = gs.length - 1
        while i >= 0
          unless gs[i].breakables.empty?
            g = gs.delete_at(i)
            g.break
            return g
          end
          i -= 1
        end
        gs.each(&:break)
        gs.clear
      end
      nil
    end

    def delete(group)
      @queue[group.depth].delete(group)
    end
  end

  # SingleLine is PrettyPrint on one line: breakables are their separator.
  class SingleLine
    def initialize(output, maxwidth = nil, newline = nil)
      @output = output
      @first = [true]
    end

    def text(obj, width = nil)
      @output << obj
    end

    def breakable(sep = ' ', width = nil)
      @output << sep
    end

    def nest(indent)
      yield
    end

    def group(indent = nil, open_obj = '', close_obj = '', open_width = nil, close_width = nil)
      @first.push true
      @output << open_obj
      yield
      @output << close_obj
      @first.pop
    end

    def flush; end

    def first?
      result = @first[-1]
      @first[-1] = false
      result
    end
  end
end

class PP < PrettyPrint
  VERSION = '0.3.0'

  class << self
    attr_accessor :sharing_detection
  end
  self.sharing_detection = false

  def self.width_for(out)
    79
  end

  def self.pp(obj, out = $stdout, width = width_for(out))
    q = new(out, width)
    q.guard_inspect_key { q.pp obj }
    q.flush
    out << "\n"
  end

  def self.singleline_pp(obj, out = $stdout)
    q = SingleLine.new(out)
    q.guard_inspect_key { q.pp obj }
    q.flush
    out
  end

  def self.mcall(obj, mod, meth, *args, &block)
    mod.instance_method(meth).bind_call(obj, *args, &block)
  end

  # PPMethods are what pretty_print methods call on the printer.
  module PPMethods
    def guard_inspect_key
      saved = @pp_visited
      @pp_visited = {}.compare_by_identity
      begin
        yield
      ensure
        @pp_visited = saved
      end
    end

    def check_inspect_key(id)
      @pp_visited && @pp_visited.key?(id)
    end

    def push_inspect_key(id)
      @pp_visited[id] = true
    end

    def pop_inspect_key(id)
      @pp_visited.delete(id)
    end

    def pp(obj)
      obj = obj.__getobj__ if defined?(::Delegator) && obj.is_a?(::Delegator)
      if check_inspect_key(obj)
        group { obj.pretty_print_cycle self }
        return
      end
      begin
        push_inspect_key(obj)
        group { obj.pretty_print self }
      ensure
        pop_inspect_key(obj) unless PP.sharing_detection
      end
    end

    def object_group(obj, &block)
      group(1, '#<' + obj.class.name, '>', &block)
    end

    def object_address_group(obj, &block)
      str = Kernel.instance_method(:to_s).bind_call(obj)
      str.chomp!('>')
      group(1, str, '>', &block)
    end

    def comma_breakable
      text ','
      breakable
    end

    def seplist(list, sep = nil, iter_method = :each)
      sep ||= lambda { comma_breakable }
      first = true
      list.__send__(iter_method) do |*v|
        if first
          first = false
        else
          sep.call
        end
        yield(*v)
      end
    end

    def pp_object(obj)
      object_address_group(obj) do
        seplist(obj.pretty_print_instance_variables, lambda { text ',' }) do |v|
          breakable
          v = v.to_s if v.is_a?(Symbol)
          text v
          text '='
          group(1) do
            breakable ''
            pp(obj.instance_eval(v))
          end
        end
      end
    end

    def pp_hash(obj)
      group(1, '{', '}') do
        seplist(obj, nil, :each_pair) do |k, v|
          group do
            pp k
            text '=>'
            group(1) do
              breakable ''
              pp v
            end
          end
        end
      end
    end
  end
  include PPMethods

  # SingleLine is PP on one line.
  class SingleLine < PrettyPrint::SingleLine
    include PPMethods
  end

  # ObjectMixin is every object's pretty_print: its own inspect when its
  # class has one, else its instance variables.
  module ObjectMixin
    def pretty_print(q)
      m = begin
        Object.instance_method(:method).bind_call(self, :inspect)
      rescue NameError
        nil
      end
      if m && m.owner != Kernel
        q.text inspect
      elsif !m && respond_to?(:inspect)
        q.text inspect
      else
        q.pp_object(self)
      end
    end

    def pretty_print_cycle(q)
      q.object_address_group(self) do
        q.breakable
        q.text '...'
      end
    end

    def pretty_print_instance_variables
      instance_variables.sort
    end

    def pretty_print_inspect
      if Object.instance_method(:method).bind_call(self, :pretty_print).owner == PP::ObjectMixin
        raise "pretty_print is not overridden for #{self.class}"
      end
      PP.singleline_pp(self, ''.dup)
    end
  end
end

class Array
  def pretty_print(q)
    q.group(1, '[', ']') do
      q.seplist(self) { |v| q.pp v }
    end
  end

  def pretty_print_cycle(q)
    q.text(empty? ? '[]' : '[...]')
  end
end

class Hash
  def pretty_print(q)
    q.pp_hash self
  end

  def pretty_print_cycle(q)
    q.text(empty? ? '{}' : '{...}')
  end
end

class << ENV
  def pretty_print(q)
    h = {}
    ENV.keys.sort.each { |k| h[k] = ENV[k] }
    q.pp_hash h
  end
end

class Struct
  def pretty_print(q)
    q.group(1, format('#<struct %s', PP.mcall(self, Kernel, :class).name), '>') do
      q.seplist(PP.mcall(self, Struct, :members), lambda { q.text ',' }) do |member|
        q.breakable
        q.text member.to_s
        q.text '='
        q.group(1) do
          q.breakable ''
          q.pp self[member]
        end
      end
    end
  end

  def pretty_print_cycle(q)
    q.text format('#<struct %s:...>', PP.mcall(self, Kernel, :class).name)
  end
end

class Range
  def pretty_print(q)
    q.pp self.begin
    q.breakable ''
    q.text(exclude_end? ? '...' : '..')
    q.breakable ''
    q.pp self.end if self.end
  end
end

class String
  def pretty_print(q)
    lines = self.lines
    if lines.size > 1
      q.group(0, '', '') do
        q.seplist(lines, lambda { q.text ' +'; q.breakable }) { |v| q.pp v }
      end
    else
      q.text inspect
    end
  end
end

class MatchData
  def pretty_print(q)
    nc = []
    regexp.named_captures.each do |name, indexes|
      indexes.each { |i| nc[i] = name }
    end
    q.object_group(self) do
      q.breakable
      q.seplist(0...size, lambda { q.breakable }) do |i|
        if i == 0
          q.pp self[i]
        else
          if nc[i]
            q.text nc[i]
          else
            q.pp i
          end
          q.text ':'
          q.pp self[i]
        end
      end
    end
  end
end

class Object
  include PP::ObjectMixin
end

[Numeric, Symbol, FalseClass, TrueClass, NilClass, Module].each do |c|
  c.class_eval do
    def pretty_print_cycle(q)
      q.text inspect
    end
  end
end

[Numeric, FalseClass, TrueClass, Module].each do |c|
  c.class_eval do
    def pretty_print(q)
      q.text inspect
    end
  end
end

module Kernel
  def pretty_inspect
    PP.pp(self, ''.dup)
  end

  def pp(*objs)
    objs.each { |obj| PP.pp(obj) }
    objs.size <= 1 ? objs.first : objs
  end
  module_function :pp
end
