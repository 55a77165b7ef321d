class c {}
@class { 'c': }
