#!/bin/sh
echo impl
