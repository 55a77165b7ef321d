#!/bin/sh
echo bare
