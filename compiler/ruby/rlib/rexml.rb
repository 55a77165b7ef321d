# The part of REXML 3.2.5 (Ruby 3.1) module code uses on XML configs, written for rlib:
# Document.new from a String or IO, elements, attributes, text, comments, CDATA and the
# XML declaration; Element#elements/attributes/text/add_element/add_attribute/text=;
# XPath.first/each/match over location paths (/, //, name, *, ., .., @attr, text(),
# node(), predicates [n], [last()], [@a], [@a='v'], [name], [name='v'], [text()='v']);
# to_s and write without indentation as REXML's default formatter writes.
# Pretty printing (write with an indent) and other parts of REXML are refused as not
# supported. Checked against Ruby by testdata/scripts/rexml.rb.
module REXML
  class ParseException < RuntimeError; end
  class UndefinedNamespaceException < ParseException; end

  module Punch_
    ESCAPES = { '&' => '&amp;', '<' => '&lt;', '>' => '&gt;', '"' => '&quot;', "'" => '&apos;' }.freeze
    NAMED = { 'amp' => '&', 'lt' => '<', 'gt' => '>', 'quot' => '"', 'apos' => "'" }.freeze

    def self.escape(s)
      s.to_s.gsub(/[&<>"']/) { |c| ESCAPES[c] }
    end

    def self.unescape(s)
      s.gsub(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z_][\w.-]*);/) do
        ref = $1
        if ref.start_with?('#x') then ref[2..].to_i(16).chr(Encoding::UTF_8)
        elsif ref.start_with?('#') then ref[1..].to_i.chr(Encoding::UTF_8)
        else NAMED.fetch(ref) { "&#{ref};" }
        end
      end
    end

    # a Text's or an Attribute's string: @raw as written (entities kept),
    # value the text it stands for
    module Raw
      def value
        Punch_.unescape(@raw)
      end

      def to_s
        @raw
      end

      private

      def raw!(value, raw)
        @raw = raw ? value.to_s : Punch_.escape(value)
      end
    end

    # an Element's or an Attribute's name, "prefix:local" kept whole
    module Named
      def expanded_name
        @name
      end

      def prefix
        @name.include?(':') ? @name.split(':', 2)[0] : ''
      end
    end
  end

  class Child
    attr_accessor :parent

    def document
      parent&.document
    end

    def next_sibling_node
      return nil unless parent
      parent.children[parent.children.index(self) + 1]
    end

    def previous_sibling_node
      return nil unless parent
      i = parent.children.index(self)
      i.zero? ? nil : parent.children[i - 1]
    end

    def remove
      parent&.delete(self)
      self
    end

    # REXML::Node#to_s: the node as its write writes it.
    def to_s
      s = +''
      write(s)
      s
    end
  end

  class Text < Child
    include Punch_::Raw

    def initialize(value, raw = false)
      raw!(value, raw)
    end

    def inspect
      @raw.inspect
    end

    def node_type
      :text
    end

    def write(out, *)
      out << @raw
    end
  end

  class CData < Text
    def initialize(value, *)
      @value = value.to_s
    end

    def value
      @value
    end

    def to_s
      @value
    end

    def node_type
      :cdata
    end

    def write(out, *)
      out << "<![CDATA[#{@value}]]>"
    end
  end

  class Comment < Child
    attr_accessor :string

    def initialize(string)
      @string = string.to_s
    end

    def to_s
      @string
    end

    def node_type
      :comment
    end

    def write(out, *)
      out << "<!--#{@string}-->"
    end
  end

  class Instruction < Child
    attr_accessor :target, :content

    def initialize(target, content = nil)
      @target = target
      @content = content
    end

    def node_type
      :processing_instruction
    end

    def write(out, *)
      out << "<?#{@target}#{@content ? " #{@content}" : ''}?>"
    end
  end

  class XMLDecl < Child
    attr_accessor :version, :encoding, :standalone

    def initialize(version = '1.0', encoding = nil, standalone = nil)
      @version = version
      @encoding = encoding
      @standalone = standalone
      @written = true
    end

    # the declaration a parsed document without one gets: written as nothing
    def self.default
      d = new
      d.instance_variable_set(:@written, false)
      d
    end

    def node_type
      :xmldecl
    end

    def write(out, *)
      return out unless @written
      out << "<?xml version='#{@version}'"
      out << " encoding='#{@encoding}'" if @encoding
      out << " standalone='#{@standalone}'" if @standalone
      out << '?>'
    end
  end

  class Attribute
    attr_reader :name
    attr_accessor :element

    include Punch_::Raw

    def initialize(name, value = nil, raw = false)
      @name = name.to_s
      raw!(value, raw)
    end

    include Punch_::Named

    def to_string
      "#{@name}='#{@raw.gsub("'", '&apos;')}'"
    end

    def inspect
      "#{@name}='#{@raw}'"
    end

    def node_type
      :attribute
    end

    def ==(other)
      other.is_a?(Attribute) && other.name == @name && other.value == value
    end
  end

  class Attributes
    include Enumerable

    def initialize(element)
      @element = element
      @list = []
    end

    def [](name)
      get_attribute(name.to_s)&.value
    end

    def []=(name, value)
      name = name.to_s
      if value.nil?
        delete(name)
        return nil
      end
      attr = value.is_a?(Attribute) ? value : Attribute.new(name, value.to_s)
      attr.element = @element
      i = @list.index { |a| a.name == name }
      i ? @list[i] = attr : @list << attr
      value
    end

    def add(attr)
      self[attr.name] = attr
    end
    alias << add

    def get_attribute(name)
      @list.find { |a| a.name == name.to_s }
    end

    def delete(attr)
      name = attr.is_a?(Attribute) ? attr.name : attr.to_s
      @list.reject! { |a| a.name == name }
      @element
    end

    def each_attribute(&block)
      return enum_for(:each_attribute) unless block
      @list.each(&block)
    end

    def each
      return enum_for(:each) unless block_given?
      @list.each { |a| yield [a.name, a.value] }
    end

    def size
      @list.size
    end
    alias length size

    def empty?
      @list.empty?
    end

    def to_a
      @list.dup
    end

    def to_h
      @list.to_h { |a| [a.name, a.value] }
    end
  end

  class Parent < Child
    include Enumerable

    def children
      @children ||= []
    end

    def add(child)
      child.parent&.delete(child) if child.parent && child.parent != self
      child.parent = self
      children << child
      child
    end
    alias push add
    alias << add

    def delete(child)
      children.delete(child)
      child.parent = nil
      child
    end

    def each(&block)
      children.each(&block)
    end

    def size
      children.size
    end

    def insert_before(ref, child)
      child.parent = self
      i = children.index(ref) || 0
      children.insert(i, child)
      self
    end

    def insert_after(ref, child)
      child.parent = self
      i = children.index(ref)
      i ? children.insert(i + 1, child) : children << child
      self
    end
  end

  class Elements
    include Enumerable

    def initialize(parent)
      @element = parent
    end

    def [](index, name = nil)
      if index.is_a?(Integer)
        raise "index (#{index}) must be >= 1" if index < 1
        list = name ? elements.select { |e| e.name == name } : elements
        list[index - 1]
      else
        XPath.first(@element, index)
      end
    end

    def []=(index, element)
      old = self[index]
      old ? old.replace_with(element) : @element.add(element)
    end

    def add(element = nil, attrs = nil)
      element = Element.new(element || '') unless element.is_a?(Element)
      attrs&.each { |k, v| element.attributes[k] = v }
      @element.add(element)
    end
    alias << add

    def delete(element)
      element = self[element] unless element.is_a?(Element)
      @element.delete(element) if element
      element
    end

    def delete_all(xpath)
      to_a(xpath).each { |e| @element.delete(e) }
    end

    def each(xpath = nil, &block)
      return enum_for(:each, xpath) unless block
      to_a(xpath).each(&block)
    end

    def to_a(xpath = nil)
      xpath ? XPath.match(@element, xpath).grep(Element) : elements
    end

    def collect(xpath = nil, &block)
      to_a(xpath).map(&block)
    end

    def size
      elements.size
    end

    def empty?
      elements.empty?
    end

    def index(element)
      elements.index(element).then { |i| i ? i + 1 : -1 }
    end

    def first
      elements.first
    end

    private

    def elements
      @element.children.grep(Element)
    end
  end

  class Element < Parent
    attr_accessor :name
    attr_reader :attributes, :elements

    def initialize(name = 'UNDEFINED', parent = nil, context = nil)
      @name = name.is_a?(Element) ? name.name : name.to_s
      @attributes = Attributes.new(self)
      @elements = Elements.new(self)
      parent&.add(self)
    end

    include Punch_::Named

    def node_type
      :element
    end

    def document
      parent&.document
    end

    def root
      parent.is_a?(Element) ? parent.root : self
    end

    def add_element(element, attrs = nil)
      @elements.add(element, attrs)
    end

    def delete_element(element)
      @elements.delete(element)
    end

    def add_attribute(key, value = nil)
      if key.is_a?(Attribute)
        @attributes.add(key)
      else
        @attributes[key] = value
      end
    end

    def add_attributes(hash)
      hash.each { |k, v| @attributes[k] = v }
    end

    def delete_attribute(key)
      @attributes.delete(key)
    end

    def attribute(name)
      @attributes.get_attribute(name)
    end

    def has_attributes?
      !@attributes.empty?
    end

    def has_elements?
      !@elements.empty?
    end

    def has_text?
      !texts.empty?
    end

    def each_element(xpath = nil, &block)
      @elements.each(xpath, &block)
    end

    def get_elements(xpath)
      @elements.to_a(xpath)
    end

    def texts
      children.grep(Text)
    end

    def get_text(path = nil)
      node = path ? XPath.first(self, path) : self
      node&.children&.find { |c| c.is_a?(Text) }
    end

    def text(path = nil)
      get_text(path)&.value
    end

    def text=(value)
      value = Text.new(value) if value.is_a?(String)
      old = children.find { |c| c.is_a?(Text) }
      if value.nil?
        delete(old) if old
      elsif old
        value.parent = self
        children[children.index(old)] = value
      else
        add(value)
      end
      self
    end

    def add_text(text)
      text = Text.new(text) if text.is_a?(String)
      last = children.last
      if last.instance_of?(Text) && text.instance_of?(Text)
        children[-1] = Text.new(last.to_s + text.to_s, true).tap { |t| t.parent = self }
      else
        add(text)
      end
      self
    end

    def comments
      children.grep(Comment)
    end

    def next_element
      e = next_sibling_node
      e = e.next_sibling_node until e.nil? || e.is_a?(Element)
      e
    end

    def previous_element
      e = previous_sibling_node
      e = e.previous_sibling_node until e.nil? || e.is_a?(Element)
      e
    end

    def replace_with(child)
      parent.children[parent.children.index(self)] = child
      child.parent = parent
      self.parent = nil
      self
    end

    def xpath
      return "/#{@name}" unless parent.is_a?(Element) && !parent.is_a?(Document)
      same = parent.elements.to_a.select { |e| e.name == @name }
      step = same.size > 1 ? "#{@name}[#{same.index(self) + 1}]" : @name
      "#{parent.xpath}/#{step}"
    end

    def inspect
      s = +"<#{@name}"
      @attributes.each_attribute { |a| s << ' ' << a.inspect }
      return s << '/>' if children.empty?
      s << '> ... </>'
    end

    def write(out = $stdout, indent = -1, *)
      Punch.unsupported('REXML pretty printing (write with an indent)') if indent.is_a?(Integer) && indent > -1
      out << "<#{@name}"
      @attributes.to_a.sort_by(&:name).each { |a| out << ' ' << a.to_string }
      if children.empty?
        out << '/>'
      else
        out << '>'
        children.each { |c| c.write(out) }
        out << "</#{@name}>"
      end
      out
    end
  end

  class Document < Element
    def initialize(source = nil, context = {})
      super()
      @name = ''
      @context = context
      add(XMLDecl.default)
      return if source.nil?
      if source.is_a?(Document)
        source.children.each { |c| add(c) }
      else
        source = source.read if source.respond_to?(:read)
        Punch_::Parser.new(source.to_s, self).parse
      end
    end

    def document
      self
    end

    def root
      children.find { |c| c.is_a?(Element) }
    end

    def node_type
      :document
    end

    def expanded_name
      ''
    end

    def xml_decl
      children.find { |c| c.is_a?(XMLDecl) } || XMLDecl.new
    end

    def version
      xml_decl.version
    end

    def encoding
      xml_decl.encoding || 'UTF-8'
    end

    def add(child)
      if child.is_a?(Element) && root
        raise 'attempted adding second root element to document'
      end
      if child.is_a?(XMLDecl)
        child.parent = self
        children[0].is_a?(XMLDecl) ? children[0] = child : children.unshift(child)
        return child
      end
      super
    end
    alias << add

    def add_element(element = nil, attrs = nil)
      @elements.add(element, attrs)
    end

    def write(*args, output: nil, indent: nil, **)
      out = output || args[0] || $stdout
      indent ||= args[1] || -1
      Punch.unsupported('REXML pretty printing (write with an indent)') if indent > -1
      children.each { |c| c.write(out) }
      out
    end

    def to_s
      s = +''
      children.each { |c| c.write(s) }
      s
    end

    def inspect
      children.all? { |c| c.is_a?(XMLDecl) } ? '<UNDEFINED/>' : '<UNDEFINED> ... </>'
    end
  end

  module Punch_
    # a well-formedness reader for what module code parses: declaration, comments,
    # processing instructions, CDATA, elements, attributes and text (a DOCTYPE is
    # refused as not supported)
    class Parser
      NAME = /[A-Za-z_:][-\w.:]*/

      def initialize(src, doc)
        @s = src
        @i = 0
        @doc = doc
      end

      def fail!(why)
        line = @s[0, @i].count("\n") + 1
        raise ParseException, "#{why}\nLine: #{line}\nPosition: #{@i}\nLast 80 unconsumed characters:\n#{@s[@i, 80]}"
      end

      def parse
        stack = [@doc]
        while @i < @s.size
          if @s[@i] != '<'
            j = @s.index('<', @i) || @s.size
            text = @s[@i...j]
            @i = j
            stack.last.add(Text.new(text, true))
          elsif @s[@i, 5] == '<?xml' && @s[@i + 5] =~ /\s/
            j = @s.index('?>', @i) or fail!('Malformed XML declaration')
            fail!('Malformed XML: XML declaration not at the start') unless @i.zero?
            a = attrs(@s[@i + 5...j])
            @doc.add(XMLDecl.new(a['version'] || '1.0', a['encoding'], a['standalone']))
            @i = j + 2
          elsif @s[@i, 4] == '<!--'
            j = @s.index('-->', @i + 4) or fail!('Unclosed comment')
            stack.last.add(Comment.new(@s[@i + 4...j]))
            @i = j + 3
          elsif @s[@i, 9] == '<![CDATA['
            j = @s.index(']]>', @i + 9) or fail!('Unclosed CDATA')
            fail!('CDATA outside the root element') if stack.size == 1
            stack.last.add(CData.new(@s[@i + 9...j]))
            @i = j + 3
          elsif @s[@i, 2] == '<!'
            Punch.unsupported('REXML documents with a DOCTYPE')
          elsif @s[@i, 2] == '<?'
            j = @s.index('?>', @i) or fail!('Malformed processing instruction')
            target, content = @s[@i + 2...j].split(/\s+/, 2)
            stack.last.add(Instruction.new(target, content))
            @i = j + 2
          elsif @s[@i, 2] == '</'
            m = /\A<\/(#{NAME})\s*>/.match(@s[@i..]) or fail!('Malformed end tag')
            top = stack.last
            fail!("Missing end tag for '#{top.name}' (got '#{m[1]}')") if stack.size == 1 || top.name != m[1]
            stack.pop
            @i += m[0].size
          else
            m = /\A<(#{NAME})((?:\s+#{NAME}\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/.match(@s[@i..]) or fail!('Malformed start tag')
            fail!('Malformed XML: Extra tag at the end of the document') if stack.size == 1 && @doc.root
            e = Element.new(m[1])
            attrs(m[2]).each { |k, v| e.attributes[k] = Attribute.new(k, v, true) }
            stack.last.add(e)
            stack << e if m[3].empty?
            @i += m[0].size
          end
        end
        # an unclosed root element alone is dropped, as REXML's tree parser does
        fail!("No close tag for /#{stack[1..].map(&:name).join('/')}") if stack.size > 2
        @doc.delete(stack[1]) if stack.size == 2
        @doc
      end

      def attrs(text)
        out = {}
        text.scan(/(#{NAME})\s*=\s*(?:"([^"]*)"|'([^']*)')/) do |k, dq, sq|
          fail!("Duplicate attribute #{k.inspect}") if out.key?(k)
          out[k] = dq || sq
        end
        out
      end
    end
  end

  # XPath location paths over the tree (see the file's head for the subset)
  module XPath
    def self.first(node, path = '.', *)
      match(node, path).first
    end

    def self.each(node, path = '.', *, &block)
      match(node, path).each(&block)
    end

    def self.match(node, path = '.', *)
      path = path.to_s.strip
      Punch.unsupported("REXML XPath #{path.inspect} (axes, functions and unions beyond Punch's subset)") if path =~ /::|\||\bor\b|\band\b|contains\(|starts-with\(|position\(|count\(/
      nodes = [node]
      if path.start_with?('/')
        nodes = [node.document || top(node)]
        path = path[1..]
        if path.start_with?('/')
          nodes = descendants_or_self(nodes)
          path = path[1..]
        end
      end
      return nodes if path.empty?
      split(path).each do |step, descend|
        nodes = descendants_or_self(nodes) if descend
        nodes = nodes.flat_map { |n| apply(n, step) }.uniq
      end
      nodes
    end

    def self.top(node)
      node = node.parent while node.parent
      node
    end

    def self.split(path)
      steps = []
      depth = 0
      cur = +''
      descend = false
      i = 0
      while i < path.size
        c = path[i]
        if c == '[' then depth += 1
        elsif c == ']' then depth -= 1
        end
        if c == '/' && depth.zero?
          steps << [cur, descend]
          cur = +''
          descend = path[i + 1] == '/'
          i += 1 if descend
        else
          cur << c
        end
        i += 1
      end
      steps << [cur, descend]
    end

    def self.descendants_or_self(nodes)
      nodes.flat_map { |n| walk(n) }.uniq
    end

    def self.walk(n)
      return [n] unless n.is_a?(Parent)
      [n] + n.children.flat_map { |c| walk(c) }
    end

    def self.apply(node, step)
      m = /\A([^\[]*)((?:\[.*\])*)\z/.match(step) or Punch.unsupported("REXML XPath step #{step.inspect}")
      test = m[1].strip
      found = case test
              when '.' then [node]
              when '..' then [node.parent].compact
              when 'text()' then node.is_a?(Parent) ? node.children.grep(Text) : []
              when 'node()' then node.is_a?(Parent) ? node.children.dup : []
              when 'comment()' then node.is_a?(Parent) ? node.children.grep(Comment) : []
              when '*' then node.is_a?(Parent) ? node.children.grep(Element) : []
              when '@*' then node.is_a?(Element) ? node.attributes.to_a : []
              when /\A@(.+)\z/ then node.is_a?(Element) ? [node.attribute($1)].compact : []
              when /\A[A-Za-z_][-\w.:]*\z/ then node.is_a?(Parent) ? node.children.select { |c| c.is_a?(Element) && c.name == test } : []
              else Punch.unsupported("REXML XPath step #{step.inspect}")
              end
      preds(m[2]).each { |p| found = filter(found, p) }
      found
    end

    def self.preds(text)
      out = []
      depth = 0
      cur = nil
      text.each_char do |c|
        if c == '[' && depth.zero?
          cur = +''
        elsif c == ']' && depth.zero?
          out << cur
          cur = nil
          next
        end
        depth += 1 if c == '[' && cur && !cur.empty?
        depth -= 1 if c == ']'
        cur << c if cur && !(c == '[' && cur.empty?)
      end
      out
    end

    def self.filter(nodes, pred)
      pred = pred.strip
      case pred
      when /\A\d+\z/ then [nodes[pred.to_i - 1]].compact
      when 'last()' then [nodes.last].compact
      when /\A@([-\w.:]+)\z/ then nodes.select { |n| n.is_a?(Element) && n.attribute($1) }
      when /\A@([-\w.:]+)\s*(!?=)\s*(?:"([^"]*)"|'([^']*)')\z/
        name, op, want = $1, $2, $3 || $4
        nodes.select { |n| n.is_a?(Element) && (a = n.attribute(name)) && ((a.value == want) == (op == '=')) }
      when /\A(text\(\)|[A-Za-z_][-\w.:]*)\s*(!?=)\s*(?:"([^"]*)"|'([^']*)')\z/
        what, op, want = $1, $2, $3 || $4
        nodes.select do |n|
          vals = what == 'text()' ? n.children.grep(Text).map(&:value) : n.children.select { |c| c.is_a?(Element) && c.name == what }.map { |c| c.texts.map(&:value).join }
          vals.any? { |v| v == want } == (op == '=')
        end
      when /\A[A-Za-z_][-\w.:]*\z/ then nodes.select { |n| n.is_a?(Element) && n.children.any? { |c| c.is_a?(Element) && c.name == pred } }
      else Punch.unsupported("REXML XPath predicate [#{pred}]")
      end
    end
  end
end
