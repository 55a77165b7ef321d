# file() reads a module file as Puppet::FileSystem.read_preserve_line_endings does ('bom|utf-8'): a UTF-8 byte
# order mark at the start is dropped, one further in is kept; binary_file() keeps every byte.
include bomf
